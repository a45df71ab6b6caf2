cbuffer C { float4 k; int4 ki; };
struct P { float b; min16float2x2 a; };
float4 main(float4 d : COLOR1) : SV_Target { P p; p.a = min16float2x2(d.x*k.x, d.y, d.z, d.w*k.w); p.b = d.x; float4 r = d; [loop] for (int i = 0; i < ki.z; i++) r += k * p.a[i%2].xyxy * p.b; return r; }
