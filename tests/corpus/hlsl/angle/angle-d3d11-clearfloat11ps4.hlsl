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
    float o_SV_DEPTH : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 o3 = 0;
    uint oDepth = 0;
    v0.xyzw = asuint(input.v0_x);
    o0.xyzw = asuint(color_Float.xyzw);
    o1.xyzw = asuint(color_Float.xyzw);
    o2.xyzw = asuint(color_Float.xyzw);
    o3.xyzw = asuint(color_Float.xyzw);
    oDepth = asuint(zValueF_Float);
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyzw);
            output.o2_x = asfloat(o2.xyzw);
            output.o3_x = asfloat(o3.xyzw);
            output.o_SV_DEPTH = asfloat(oDepth);
            return output;
        }
}
