float4 a; float4 unused; bool b; int i; float4 arr[4];
sampler2D s; 
struct S { float4 x; bool y; int z; }; S st;
float4x4 m;
float4 main(float2 uv : TEXCOORD0) : COLOR { float4 r = a; if (b) r += tex2D(s, uv); for (int k = 0; k < i; k++) r += arr[k]; return r * st.x + (st.y ? 1 : 0) + mul(r, m); }
