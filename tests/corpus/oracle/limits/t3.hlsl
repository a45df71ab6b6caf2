struct S { float v[600]; };
StructuredBuffer<S> b : register(t0);
float4 main(uint i : I) : SV_Target { return b[i].v[i]; }
