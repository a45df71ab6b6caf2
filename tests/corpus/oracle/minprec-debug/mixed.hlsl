cbuffer C { float4 k; int4 ki; };
struct P { min16float a; float b; min16int c; };
float4 main(float4 d : COLOR1) : SV_Target { P p; p.a = k.x * d.y; p.b = d.x; p.c = ki.x*ki.y; float4 r = d; [loop] for (int i = 0; i < ki.z; i++) r += k * p.a * p.b * p.c; return r; }
