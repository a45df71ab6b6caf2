// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer ColorAndDepthDataUint
// {
//
//   uint4 color_Uint;                  // Offset:    0 Size:    16
//   float zValueF_Uint;                // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ColorAndDepthDataUint             cbuffer      NA          NA    0        1
//
cbuffer ColorAndDepthDataUint : register(b0) {
    uint4 color_Uint : packoffset(c0);
    float zValueF_Uint : packoffset(c1);
};
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
};
struct Output {
    uint4 SV_TARGET0 : SV_TARGET0;
    float SV_DEPTH0 : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise uint4 o0 = 0;
    uint oDepth = 0;
    v0.xyzw = input.SV_POSITION0;
    o0.xyzw = color_Uint.xyzw;
    oDepth = asuint(zValueF_Uint);
    {
        output.SV_TARGET0 = o0.xyzw;
        output.SV_DEPTH0 = asfloat(oDepth);
        return output;
    }
}
