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
    float4 v0_x : SV_POSITION0;
};
struct Output {
    int4 o0_x : SV_TARGET0;
    int4 o1_x : SV_TARGET1;
    int4 o2_x : SV_TARGET2;
    int4 o3_x : SV_TARGET3;
    int4 o4_x : SV_TARGET4;
    int4 o5_x : SV_TARGET5;
    float o_SV_DEPTH : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 o3 = 0;
    uint4 o4 = 0;
    uint4 o5 = 0;
    uint oDepth = 0;
    v0.xyzw = asuint(input.v0_x);
    o0.xyzw = asuint(color_Sint.xyzw);
    o1.xyzw = asuint(color_Sint.xyzw);
    o2.xyzw = asuint(color_Sint.xyzw);
    o3.xyzw = asuint(color_Sint.xyzw);
    o4.xyzw = asuint(color_Sint.xyzw);
    o5.xyzw = asuint(color_Sint.xyzw);
    oDepth = asuint(zValueF_Sint);
    {
            output.o0_x = asint(o0.xyzw);
            output.o1_x = asint(o1.xyzw);
            output.o2_x = asint(o2.xyzw);
            output.o3_x = asint(o3.xyzw);
            output.o4_x = asint(o4.xyzw);
            output.o5_x = asint(o5.xyzw);
            output.o_SV_DEPTH = asfloat(oDepth);
            return output;
        }
}
