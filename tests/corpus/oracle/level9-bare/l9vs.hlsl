cbuffer C { float4x4 m; };
float4 main(float4 p : POSITION) : SV_Position { return mul(p, m); }
