interface ILight { float4 Get(float4 c); };
class A : ILight { float4 Get(float4 c) { return c; } };
class B : ILight { float4 k; float4 Get(float4 c) { return c*k; } };
ILight g;
float4 main(sample float4 c : COLOR0) : SV_Target { return g.Get(c); }
