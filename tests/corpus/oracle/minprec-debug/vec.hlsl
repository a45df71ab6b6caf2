cbuffer C { float4 k; int4 ki; };

float4 main(float4 d : COLOR1) : SV_Target { min16float2 s = d.xy * k.xy; float4 r = d; [loop] for (int i = 0; i < ki.x; i++) r.xy += k.xy * s; return r; }
