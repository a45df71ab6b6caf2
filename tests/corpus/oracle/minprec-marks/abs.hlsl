min16float4 main(min16float4 a : COLOR0, min16float4 b : COLOR1) : SV_Target { return abs(a) + b; }
