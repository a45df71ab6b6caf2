struct P { min16float4 size; float4 f; };
float4 main(min16float4 c : COLOR0, float4 d : COLOR1) : SV_Target { P p; p.size = c * 2; p.f = d; return p.size + p.f; }
