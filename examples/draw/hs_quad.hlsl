// Hull shader of the tessellation draws: four control points passed
// through, every tess factor from the constant buffer (quad domain,
// integer partitioning, clockwise triangles).
cbuffer T : register(b0) { float g_edge; float g_inside; };
struct CP { float4 pos : SV_Position; float4 col : COLOR; };
struct PC { float edge[4] : SV_TessFactor; float inside[2] : SV_InsideTessFactor; };
PC pc(InputPatch<CP, 4> p, uint id : SV_PrimitiveID)
{
    PC o;
    o.edge[0] = g_edge; o.edge[1] = g_edge; o.edge[2] = g_edge; o.edge[3] = g_edge;
    o.inside[0] = g_inside; o.inside[1] = g_inside;
    return o;
}
[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("pc")]
CP main(InputPatch<CP, 4> p, uint i : SV_OutputControlPointID) { return p[i]; }
