min16int4 main(nointerpolation min16int4 a : COLOR0, nointerpolation min16int4 b : COLOR1) : SV_Target { return abs(a) + b; }
