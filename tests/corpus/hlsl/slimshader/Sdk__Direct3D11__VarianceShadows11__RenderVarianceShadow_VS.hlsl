// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerObject
// {
//
//   float4x4 g_mWorldViewProjection;   // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerObject                       cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[4]; };
struct Input {
    float4 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : SV_POSITION0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.v0_x);
    o0.x = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[0].xyzw)));
    o0.y = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[1].xyzw)));
    o0.z = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[2].xyzw)));
    o0.w = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[3].xyzw)));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
