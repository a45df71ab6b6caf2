// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMain
// {
//
//   float4x4 g_mWorld;                 // Offset:    0 Size:    64 [unused]
//   float4x4 g_mView;                  // Offset:   64 Size:    64 [unused]
//   float4x4 g_mProjection;            // Offset:  128 Size:    64 [unused]
//   float4x4 g_mWorldViewProjection;   // Offset:  192 Size:    64 [unused]
//   float4x4 g_mViewProjection;        // Offset:  256 Size:    64 [unused]
//   float4x4 g_mInvView;               // Offset:  320 Size:    64 [unused]
//   float4 g_vScreenResolution;        // Offset:  384 Size:    16 [unused]
//   float4 g_vMeshColor;               // Offset:  400 Size:    16 [unused]
//   float4 g_vTessellationFactor;      // Offset:  416 Size:    16
//   float4 g_vDetailTessellationHeightScale;// Offset:  432 Size:    16 [unused]
//   float4 g_vGridSize;                // Offset:  448 Size:    16 [unused]
//   float4 g_vDebugColorMultiply;      // Offset:  464 Size:    16 [unused]
//   float4 g_vDebugColorAdd;           // Offset:  480 Size:    16 [unused]
//   float4 g_vFrustumPlaneEquation[4]; // Offset:  496 Size:    64 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbMain                            cbuffer      NA          NA    0        1
//
cbuffer cbMain : register(b0) {
    column_major float4x4 g_mWorld : packoffset(c0);
    column_major float4x4 g_mView : packoffset(c4);
    column_major float4x4 g_mProjection : packoffset(c8);
    column_major float4x4 g_mWorldViewProjection : packoffset(c12);
    column_major float4x4 g_mViewProjection : packoffset(c16);
    column_major float4x4 g_mInvView : packoffset(c20);
    float4 g_vScreenResolution : packoffset(c24);
    float4 g_vMeshColor : packoffset(c25);
    float4 g_vTessellationFactor : packoffset(c26);
    float4 g_vDetailTessellationHeightScale : packoffset(c27);
    float4 g_vGridSize : packoffset(c28);
    float4 g_vDebugColorMultiply : packoffset(c29);
    float4 g_vDebugColorAdd : packoffset(c30);
    float4 g_vFrustumPlaneEquation[4] : packoffset(c31);
};
struct Input {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
};
struct Output {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
static precise uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(min(g_vTessellationFactor.x, 15.0f));
    r0.y = vForkInstanceID.x;
    vpc[r0.y].x = r0.x;
    return;
}
void fork1(uint vForkInstanceID) {
    vpc[3].x = asuint(min(g_vTessellationFactor.y, 15.0f));
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    for (uint i0 = 0u; i0 < 3u; i0++) { fork0(i0); }
    fork1(0u);
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    return output;
}
[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
[maxtessfactor(15.0)]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.WORLDPOS0 = input[vOutputControlPointID].WORLDPOS0;
    output.NORMAL0 = input[vOutputControlPointID].NORMAL0;
    output.TEXCOORD0 = input[vOutputControlPointID].TEXCOORD0;
    output.LIGHTVECTORTS0 = input[vOutputControlPointID].LIGHTVECTORTS0;
    return output;
}
