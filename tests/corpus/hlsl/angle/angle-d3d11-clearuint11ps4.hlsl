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
    uint4 SV_TARGET1 : SV_TARGET1;
    uint4 SV_TARGET2 : SV_TARGET2;
    uint4 SV_TARGET3 : SV_TARGET3;
    float SV_DEPTH0 : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 o3 = 0;
    uint oDepth = 0;
    v0.xyzw = input.SV_POSITION0;
    o0.xyzw = color_Uint.xyzw;
    o1.xyzw = color_Uint.xyzw;
    o2.xyzw = color_Uint.xyzw;
    o3.xyzw = color_Uint.xyzw;
    oDepth = asuint(zValueF_Uint);
    {
        output.SV_TARGET0 = o0.xyzw;
        output.SV_TARGET1 = o1.xyzw;
        output.SV_TARGET2 = o2.xyzw;
        output.SV_TARGET3 = o3.xyzw;
        output.SV_DEPTH0 = asfloat(oDepth);
        return output;
    }
}
