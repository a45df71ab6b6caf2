cbuffer C { float4 k; int4 ki; };

float4 main(float4 d : COLOR1) : SV_Target { min16float2x2 s = min16float2x2(d.x*k.x, d.y, d.z, d.w*k.w); float4 r = d; [loop] for (int i = 0; i < ki.x; i++) r += k * s[i%2].xyxy; return r; }
