float4 main(float4 c : TEXCOORD0) : COLOR { clip(c); return c; }
float4 m3(float4 c : TEXCOORD0) : COLOR { clip(c.xyz); return c; }
float4 m1(float4 c : TEXCOORD0) : COLOR { clip(c.w); return c; }
float4 m2(float4 c : TEXCOORD0) : COLOR { clip(c.xy); return c; }
