cbuffer C { min16float4 k; };
min16float4 main(min16float4 a : COLOR0, min16float4 b : COLOR1) : SV_Target { min16float4 t = a*b; return abs(t) * abs(k) - abs(t.yxzw); }
