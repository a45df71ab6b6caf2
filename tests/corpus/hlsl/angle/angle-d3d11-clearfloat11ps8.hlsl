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
    float4 v0_x : SV_POSITION0;
};
struct Output {
    float4 o0_x : SV_TARGET0;
    float4 o1_x : SV_TARGET1;
    float4 o2_x : SV_TARGET2;
    float4 o3_x : SV_TARGET3;
    float4 o4_x : SV_TARGET4;
    float4 o5_x : SV_TARGET5;
    float4 o6_x : SV_TARGET6;
    float4 o7_x : SV_TARGET7;
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
    uint4 o6 = 0;
    uint4 o7 = 0;
    uint oDepth = 0;
    v0.xyzw = asuint(input.v0_x);
    o0.xyzw = asuint(color_Float.xyzw);
    o1.xyzw = asuint(color_Float.xyzw);
    o2.xyzw = asuint(color_Float.xyzw);
    o3.xyzw = asuint(color_Float.xyzw);
    o4.xyzw = asuint(color_Float.xyzw);
    o5.xyzw = asuint(color_Float.xyzw);
    o6.xyzw = asuint(color_Float.xyzw);
    o7.xyzw = asuint(color_Float.xyzw);
    oDepth = asuint(zValueF_Float);
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyzw);
            output.o2_x = asfloat(o2.xyzw);
            output.o3_x = asfloat(o3.xyzw);
            output.o4_x = asfloat(o4.xyzw);
            output.o5_x = asfloat(o5.xyzw);
            output.o6_x = asfloat(o6.xyzw);
            output.o7_x = asfloat(o7.xyzw);
            output.o_SV_DEPTH = asfloat(oDepth);
            return output;
        }
}
