cbuffer C { float4 k; int4 ki; };
struct P { float b; min16float a; }; struct Q { float c; P p; };
float4 main(float4 d : COLOR1) : SV_Target { Q q; q.p.a = k.x * d.y; q.p.b = d.x; q.c = d.z; float4 r = d; [loop] for (int i = 0; i < ki.z; i++) r += k * q.p.a * q.p.b * q.c; return r; }
