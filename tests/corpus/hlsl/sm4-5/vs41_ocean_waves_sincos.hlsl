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
struct T2 {
    float2 dir;
    float amp;
    float freq;
};
cbuffer Ocean : register(b0) {
    T2 g_waves[4] : packoffset(c0);
    float g_time : packoffset(c4);
    float3 pad : packoffset(c4.y);
    column_major float4x4 g_viewProj : packoffset(c5);
};
struct Input {
    float2 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
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
    v0.xy = asuint(input.POSITION0);
    r0.x = asuint(dot(g_waves[1].dir.xy, asfloat(v0.xy)));
    r0.x = asuint(mad(asfloat(r0.x), g_waves[1].freq, g_time));
    {
        uint p0 = asuint(sin(asfloat(r0.x)));
        uint p1 = asuint(cos(asfloat(r0.x)));
        r0.x = p0;
        r1.x = p1;
    }
    r0.x = asuint(asfloat(r0.x) * g_waves[1].amp);
    r0.y = asuint(dot(g_waves[0].dir.xy, asfloat(v0.xy)));
    r0.y = asuint(mad(asfloat(r0.y), g_waves[0].freq, g_time));
    {
        uint p0 = asuint(sin(asfloat(r0.y)));
        uint p1 = asuint(cos(asfloat(r0.y)));
        r2.x = p0;
        r3.x = p1;
    }
    r0.x = asuint(mad(g_waves[0].amp, asfloat(r2.x), asfloat(r0.x)));
    r0.y = asuint(dot(g_waves[2].dir.xy, asfloat(v0.xy)));
    r0.y = asuint(mad(asfloat(r0.y), g_waves[2].freq, g_time));
    {
        uint p0 = asuint(sin(asfloat(r0.y)));
        uint p1 = asuint(cos(asfloat(r0.y)));
        r2.x = p0;
        r4.x = p1;
    }
    r0.x = asuint(mad(g_waves[2].amp, asfloat(r2.x), asfloat(r0.x)));
    r0.y = asuint(dot(g_waves[3].dir.xy, asfloat(v0.xy)));
    r0.y = asuint(mad(asfloat(r0.y), g_waves[3].freq, g_time));
    {
        uint p0 = asuint(sin(asfloat(r0.y)));
        uint p1 = asuint(cos(asfloat(r0.y)));
        r2.x = p0;
        r5.x = p1;
    }
    r0.y = asuint(mad(g_waves[3].amp, asfloat(r2.x), asfloat(r0.x)));
    r2.xyzw = asuint(float4(g_waves[0].amp, g_waves[0].amp, g_waves[0].freq, g_waves[0].freq) * g_waves[0].dir.xyxy);
    r1.yz = asuint(mad(asfloat(r2.xy), asfloat(r3.xx), asfloat(v0.xy)));
    r2.xy = asuint(asfloat(r2.zw) * g_waves[0].amp.xx);
    r6.xyzw = asuint(float4(g_waves[1].amp, g_waves[1].amp, g_waves[1].freq, g_waves[1].freq) * g_waves[1].dir.xyxy);
    r1.yz = asuint(mad(asfloat(r6.xy), asfloat(r1.xx), asfloat(r1.yz)));
    r2.zw = asuint(asfloat(r6.zw) * g_waves[1].amp.xx);
    r1.xw = asuint(asfloat(r1.xx) * asfloat(r2.zw));
    r1.xw = asuint(mad((-asfloat(r2.xy)), asfloat(r3.xx), (-asfloat(r1.xw))));
    r2.xyzw = asuint(float4(g_waves[2].amp, g_waves[2].amp, g_waves[2].freq, g_waves[2].freq) * g_waves[2].dir.xyxy);
    r1.yz = asuint(mad(asfloat(r2.xy), asfloat(r4.xx), asfloat(r1.yz)));
    r2.xy = asuint(asfloat(r2.zw) * g_waves[2].amp.xx);
    r1.xw = asuint(mad((-asfloat(r2.xy)), asfloat(r4.xx), asfloat(r1.xw)));
    r2.xyzw = asuint(float4(g_waves[3].amp, g_waves[3].amp, g_waves[3].freq, g_waves[3].freq) * g_waves[3].dir.xyxy);
    r0.xz = asuint(mad(asfloat(r2.xy), asfloat(r5.xx), asfloat(r1.yz)));
    r1.yz = asuint(asfloat(r2.zw) * g_waves[3].amp.xx);
    r1.xz = asuint(mad((-asfloat(r1.yz)), asfloat(r5.xx), asfloat(r1.xw)));
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
    r1.y = 0x3f800000u;
    r0.x = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    o1.xyz = asuint(asfloat(r0.xxx) * asfloat(r1.xyz));
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.NORMAL0 = asfloat(o1.xyz);
        return output;
    }
}
