struct P { min16float size; float4 f; };
cbuffer C { float4 k; };
float4 main(min16float4 c : COLOR0, float4 d : COLOR1) : SV_Target { P p; p.size = c.x * k.x; p.f = d; [loop] for (int i = 0; i < 4; i++) p.f += k * p.size; return p.f; }
