// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMultiPerFrameFrame
// {
//
//   float4x4 mWorldViewProj;           // Offset:    0 Size:    64 [unused]
//   float4x4 mWorldView;               // Offset:   64 Size:    64 [unused]
//   float4x4 mWorld;                   // Offset:  128 Size:    64
//   float4x4 mView;                    // Offset:  192 Size:    64 [unused]
//   float4x4 mProj;                    // Offset:  256 Size:    64 [unused]
//   float3 vEye;                       // Offset:  320 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbMultiPerFrameFrame              cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[12]; };
struct Input {
    float4 v0_x : POSITION0;
    float3 v1_x : NORMAL0;
    float2 v2_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_POSITION0;
    float2 o1_x : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    v2.xy = asuint(input.v2_x);
    o0.x = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[8].xyzw)));
    o0.y = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[9].xyzw)));
    o0.z = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[10].xyzw)));
    o0.w = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[11].xyzw)));
    o1.xy = v2.xy;
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xy);
            return output;
        }
}
