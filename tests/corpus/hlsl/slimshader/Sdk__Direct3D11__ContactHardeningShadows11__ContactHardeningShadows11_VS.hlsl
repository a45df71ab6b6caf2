// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbConstants
// {
//
//   float4x4 g_f4x4WorldViewProjection;// Offset:    0 Size:    64
//   float4x4 g_f4x4WorldViewProjLight; // Offset:   64 Size:    64
//   float4 g_vShadowMapDimensions;     // Offset:  128 Size:    16 [unused]
//   float4 g_f4LightDir;               // Offset:  144 Size:    16
//   float g_fSunWidth;                 // Offset:  160 Size:     4 [unused]
//   float3 g_f3Padding;                // Offset:  164 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbConstants                       cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[10]; };
struct Input {
    float3 v0_x : POSITION0;
    float3 v1_x : NORMAL0;
    float2 v2_x : TEXTURE0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float4 o1_x : COLOR0;
    float2 o2_x : TEXTURE0;
    float4 o3_x : TEXTURE1;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 o3 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyz = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    v2.xy = asuint(input.v2_x);
    r0.xyz = v0.xyz;
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[0].xyzw)));
    o0.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
    o0.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
    o0.w = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
    r1.x = asuint(dot(asfloat(v1.xyz), asfloat(v1.xyz)));
    r1.x = asuint(rsqrt(asfloat(r1.x)));
    r1.xyz = asuint(asfloat(r1.xxx) * asfloat(v1.xyz));
    r1.w = asuint(dot((-asfloat(cb0[9].xyz)), (-asfloat(cb0[9].xyz))));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r2.xyz = asuint(asfloat(r1.www) * (-asfloat(cb0[9].xyz)));
    o1.xyz = asuint(saturate(((float3)(dot(asfloat(r1.xyz), asfloat(r2.xyz))))));
    o1.w = 0x3f800000u;
    o2.xy = v2.xy;
    o3.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[4].xyzw)));
    o3.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[5].xyzw)));
    o3.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[6].xyzw)));
    o3.w = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[7].xyzw)));
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyzw);
            output.o2_x = asfloat(o2.xy);
            output.o3_x = asfloat(o3.xyzw);
            return output;
        }
}
