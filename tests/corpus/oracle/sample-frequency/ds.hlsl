struct P { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
struct C { float4 p : POSITION; };
[domain("tri")]
float4 main(P pc, float3 uv : SV_DomainLocation, const OutputPatch<C,3> cp) : SV_Position { return cp[0].p*uv.x + cp[1].p*uv.y + cp[2].p*uv.z; }
