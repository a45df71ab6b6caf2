// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer ColorAndDepthDataSint
// {
//
//   int4 color_Sint;                   // Offset:    0 Size:    16
//   float zValueF_Sint;                // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ColorAndDepthDataSint             cbuffer      NA          NA    0        1
//
cbuffer ColorAndDepthDataSint : register(b0) {
    int4 color_Sint : packoffset(c0);
    float zValueF_Sint : packoffset(c1);
};
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
};
struct Output {
    int4 SV_TARGET0 : SV_TARGET0;
    int4 SV_TARGET1 : SV_TARGET1;
    int4 SV_TARGET2 : SV_TARGET2;
    int4 SV_TARGET3 : SV_TARGET3;
    int4 SV_TARGET4 : SV_TARGET4;
    int4 SV_TARGET5 : SV_TARGET5;
    int4 SV_TARGET6 : SV_TARGET6;
    int4 SV_TARGET7 : SV_TARGET7;
    float SV_DEPTH0 : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise int4 o0 = 0;
    precise int4 o1 = 0;
    precise int4 o2 = 0;
    precise int4 o3 = 0;
    precise int4 o4 = 0;
    precise int4 o5 = 0;
    precise int4 o6 = 0;
    precise int4 o7 = 0;
    uint oDepth = 0;
    v0.xyzw = input.SV_POSITION0;
    o0.xyzw = color_Sint.xyzw;
    o1.xyzw = color_Sint.xyzw;
    o2.xyzw = color_Sint.xyzw;
    o3.xyzw = color_Sint.xyzw;
    o4.xyzw = color_Sint.xyzw;
    o5.xyzw = color_Sint.xyzw;
    o6.xyzw = color_Sint.xyzw;
    o7.xyzw = color_Sint.xyzw;
    oDepth = asuint(zValueF_Sint);
    {
        output.SV_TARGET0 = o0.xyzw;
        output.SV_TARGET1 = o1.xyzw;
        output.SV_TARGET2 = o2.xyzw;
        output.SV_TARGET3 = o3.xyzw;
        output.SV_TARGET4 = o4.xyzw;
        output.SV_TARGET5 = o5.xyzw;
        output.SV_TARGET6 = o6.xyzw;
        output.SV_TARGET7 = o7.xyzw;
        output.SV_DEPTH0 = asfloat(oDepth);
        return output;
    }
}
