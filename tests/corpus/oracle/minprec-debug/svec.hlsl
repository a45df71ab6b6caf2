cbuffer C { float4 k; int4 ki; };
struct P { float b; min16float3 a; };
float4 main(float4 d : COLOR1) : SV_Target { P p; p.a = k.xyz * d.yzw; p.b = d.x; float4 r = d; [loop] for (int i = 0; i < ki.z; i++) r.xyz += k.xyz * p.a * p.b; return r; }
