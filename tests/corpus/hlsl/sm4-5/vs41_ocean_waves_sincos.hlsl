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
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    precise float4 r6 = 0;
    v0.xy = input.POSITION0;
    r0.x = mad(dot(g_waves[1].dir.xy, v0.xy), g_waves[1].freq, g_time);
    {
        float p0 = sin(r0.x);
        float p1 = cos(r0.x);
        r0.x = p0;
        r1.x = p1;
    }
    r0.y = mad(dot(g_waves[0].dir.xy, v0.xy), g_waves[0].freq, g_time);
    {
        float p0 = sin(r0.y);
        float p1 = cos(r0.y);
        r2.x = p0;
        r3.x = p1;
    }
    r0.x = mad(g_waves[0].amp, r2.x, (r0.x * g_waves[1].amp));
    r0.y = mad(dot(g_waves[2].dir.xy, v0.xy), g_waves[2].freq, g_time);
    {
        float p0 = sin(r0.y);
        float p1 = cos(r0.y);
        r2.x = p0;
        r4.x = p1;
    }
    r0.x = mad(g_waves[2].amp, r2.x, r0.x);
    r0.y = mad(dot(g_waves[3].dir.xy, v0.xy), g_waves[3].freq, g_time);
    {
        float p0 = sin(r0.y);
        float p1 = cos(r0.y);
        r2.x = p0;
        r5.x = p1;
    }
    r0.y = mad(g_waves[3].amp, r2.x, r0.x);
    r2.xyzw = float4(g_waves[0].amp, g_waves[0].amp, g_waves[0].freq, g_waves[0].freq) * g_waves[0].dir.xyxy;
    r1.yz = mad(r2.xy, r3.xx, v0.xy);
    r2.xy = r2.zw * g_waves[0].amp.xx;
    r6.xyzw = float4(g_waves[1].amp, g_waves[1].amp, g_waves[1].freq, g_waves[1].freq) * g_waves[1].dir.xyxy;
    r1.yz = mad(r6.xy, r1.xx, r1.yz);
    r1.xw = mad((-r2.xy), r3.xx, (-(r1.xx * (r6.zw * g_waves[1].amp.xx))));
    r2.xyzw = float4(g_waves[2].amp, g_waves[2].amp, g_waves[2].freq, g_waves[2].freq) * g_waves[2].dir.xyxy;
    r1.yz = mad(r2.xy, r4.xx, r1.yz);
    r1.xw = mad((-(r2.zw * g_waves[2].amp.xx)), r4.xx, r1.xw);
    r2.xyzw = float4(g_waves[3].amp, g_waves[3].amp, g_waves[3].freq, g_waves[3].freq) * g_waves[3].dir.xyxy;
    r0.xz = mad(r2.xy, r5.xx, r1.yz);
    r1.yz = r2.zw * g_waves[3].amp.xx;
    r1.xz = mad((-r1.yz), r5.xx, r1.xw);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    r1.y = 1.0f;
    o1.xyz = (rsqrt(dot(r1.xyz, r1.xyz))).xxx * r1.xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        return output;
    }
}
