// Decompiled by dxsm from vs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Ocean
// {
//
//   struct
//   {
//       
//       float2 dir;                    // Offset:    0
//       float amp;                     // Offset:    8
//       float freq;                    // Offset:   12
//
//   } g_waves[4];                      // Offset:    0 Size:    64
//   float g_time;                      // Offset:   64 Size:     4
//   float3 pad;                        // Offset:   68 Size:    12 [unused]
//   float4x4 g_viewProj;               // Offset:   80 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Ocean                             cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[9]; };
struct Input {
    float2 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float3 o1_x : NORMAL0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    uint4 r3 = 0;
    uint4 r4 = 0;
    uint4 r5 = 0;
    uint4 r6 = 0;
    v0.xy = asuint(input.v0_x);
    r0.x = asuint(dot(asfloat(cb0[1].xy), asfloat(v0.xy)));
    r0.x = asuint(mad(asfloat(r0.x), asfloat(cb0[1].w), asfloat(cb0[4].x)));
    {
        uint p0 = asuint(sin(asfloat(r0.x)));
        uint p1 = asuint(cos(asfloat(r0.x)));
        r0.x = p0;
        r1.x = p1;
    }
    r0.x = asuint(asfloat(r0.x) * asfloat(cb0[1].z));
    r0.y = asuint(dot(asfloat(cb0[0].xy), asfloat(v0.xy)));
    r0.y = asuint(mad(asfloat(r0.y), asfloat(cb0[0].w), asfloat(cb0[4].x)));
    {
        uint p0 = asuint(sin(asfloat(r0.y)));
        uint p1 = asuint(cos(asfloat(r0.y)));
        r2.x = p0;
        r3.x = p1;
    }
    r0.x = asuint(mad(asfloat(cb0[0].z), asfloat(r2.x), asfloat(r0.x)));
    r0.y = asuint(dot(asfloat(cb0[2].xy), asfloat(v0.xy)));
    r0.y = asuint(mad(asfloat(r0.y), asfloat(cb0[2].w), asfloat(cb0[4].x)));
    {
        uint p0 = asuint(sin(asfloat(r0.y)));
        uint p1 = asuint(cos(asfloat(r0.y)));
        r2.x = p0;
        r4.x = p1;
    }
    r0.x = asuint(mad(asfloat(cb0[2].z), asfloat(r2.x), asfloat(r0.x)));
    r0.y = asuint(dot(asfloat(cb0[3].xy), asfloat(v0.xy)));
    r0.y = asuint(mad(asfloat(r0.y), asfloat(cb0[3].w), asfloat(cb0[4].x)));
    {
        uint p0 = asuint(sin(asfloat(r0.y)));
        uint p1 = asuint(cos(asfloat(r0.y)));
        r2.x = p0;
        r5.x = p1;
    }
    r0.y = asuint(mad(asfloat(cb0[3].z), asfloat(r2.x), asfloat(r0.x)));
    r2.xyzw = asuint(asfloat(cb0[0].zzww) * asfloat(cb0[0].xyxy));
    r1.yz = asuint(mad(asfloat(r2.xy), asfloat(r3.xx), asfloat(v0.xy)));
    r2.xy = asuint(asfloat(r2.zw) * asfloat(cb0[0].zz));
    r6.xyzw = asuint(asfloat(cb0[1].zzww) * asfloat(cb0[1].xyxy));
    r1.yz = asuint(mad(asfloat(r6.xy), asfloat(r1.xx), asfloat(r1.yz)));
    r2.zw = asuint(asfloat(r6.zw) * asfloat(cb0[1].zz));
    r1.xw = asuint(asfloat(r1.xx) * asfloat(r2.zw));
    r1.xw = asuint(mad((-asfloat(r2.xy)), asfloat(r3.xx), (-asfloat(r1.xw))));
    r2.xyzw = asuint(asfloat(cb0[2].zzww) * asfloat(cb0[2].xyxy));
    r1.yz = asuint(mad(asfloat(r2.xy), asfloat(r4.xx), asfloat(r1.yz)));
    r2.xy = asuint(asfloat(r2.zw) * asfloat(cb0[2].zz));
    r1.xw = asuint(mad((-asfloat(r2.xy)), asfloat(r4.xx), asfloat(r1.xw)));
    r2.xyzw = asuint(asfloat(cb0[3].zzww) * asfloat(cb0[3].xyxy));
    r0.xz = asuint(mad(asfloat(r2.xy), asfloat(r5.xx), asfloat(r1.yz)));
    r1.yz = asuint(asfloat(r2.zw) * asfloat(cb0[3].zz));
    r1.xz = asuint(mad((-asfloat(r1.yz)), asfloat(r5.xx), asfloat(r1.xw)));
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[5].xyzw)));
    o0.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[6].xyzw)));
    o0.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[7].xyzw)));
    o0.w = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[8].xyzw)));
    r1.y = 0x3f800000u;
    r0.x = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    o1.xyz = asuint(asfloat(r0.xxx) * asfloat(r1.xyz));
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyz);
            return output;
        }
}
