// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer DepthOnlyData
// {
//
//   float zValue_Depth;                // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// DepthOnlyData                     cbuffer      NA          NA    0        1
//
cbuffer DepthOnlyData : register(b0) {
    float zValue_Depth : packoffset(c1);
};
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
};
struct Output {
    float SV_DEPTH0 : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint oDepth = 0;
    v0.xyzw = input.SV_POSITION0;
    oDepth = asuint(zValue_Depth);
    {
        output.SV_DEPTH0 = asfloat(oDepth);
        return output;
    }
}
