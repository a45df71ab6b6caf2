// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer ColorAndDepthDataFloat
// {
//
//   float4 color_Float;                // Offset:    0 Size:    16
//   float zValueF_Float;               // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ColorAndDepthDataFloat            cbuffer      NA          NA    0        1
//
cbuffer ColorAndDepthDataFloat : register(b0) {
    float4 color_Float : packoffset(c0);
    float zValueF_Float : packoffset(c1);
};
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
    float4 SV_TARGET1 : SV_TARGET1;
    float4 SV_TARGET2 : SV_TARGET2;
    float4 SV_TARGET3 : SV_TARGET3;
    float4 SV_TARGET4 : SV_TARGET4;
    float SV_DEPTH0 : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 o4 = 0;
    uint oDepth = 0;
    v0.xyzw = input.SV_POSITION0;
    o0.xyzw = color_Float.xyzw;
    o1.xyzw = color_Float.xyzw;
    o2.xyzw = color_Float.xyzw;
    o3.xyzw = color_Float.xyzw;
    o4.xyzw = color_Float.xyzw;
    oDepth = asuint(zValueF_Float);
    {
        output.SV_TARGET0 = o0.xyzw;
        output.SV_TARGET1 = o1.xyzw;
        output.SV_TARGET2 = o2.xyzw;
        output.SV_TARGET3 = o3.xyzw;
        output.SV_TARGET4 = o4.xyzw;
        output.SV_DEPTH0 = asfloat(oDepth);
        return output;
    }
}
