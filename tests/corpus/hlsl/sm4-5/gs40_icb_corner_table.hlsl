// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16
//   float4 g_camUp;                    // Offset:   80 Size:    16
//   float4 g_params;                   // Offset:   96 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Frame                             cbuffer      NA          NA    0        1
//
cbuffer Frame : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float4 g_camRight : packoffset(c4);
    float4 g_camUp : packoffset(c5);
    float4 g_params : packoffset(c6);
};
static const uint4 icb[8] = { uint4(0xbf800000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0xbf800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0xbf000000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0x3f000000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0xbf000000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f000000u, 0x3f800000u, 0x00000000u, 0x00000000u) };
struct Input {
    float4 POSITION0 : POSITION0;
    uint VARIANT0 : VARIANT0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[0][1].x = input[0].VARIANT0;
    r0.x = (asint(vin[0][1].x) << (0x00000002u & 31u)) & 4;
    r1.w = 1.0f;
    r0.y = 0;
    [loop] while (true) {
        if (asuint(r0.y) >= 0x00000004u) { break; }
        r0.z = r0.y + r0.x;
        r1.xyz = mad(mad(g_camRight.xyz, asfloat(icb[asuint(r0.z)].xxx), (g_camUp.xyz * asfloat(icb[asuint(r0.z)].yyy))), g_params.xxx, asfloat(vin[0][0].xyz));
        r0.w = asint(dot(r1.xyzw, g_viewProj._m00_m10_m20_m30));
        r2.x = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
        r2.y = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
        r1.x = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
        o0.x = asuint(r0.w);
        o0.y = asuint(r2.x);
        o0.z = asuint(r2.y);
        o0.w = asuint(r1.x);
        o1.xy = mad(asfloat(icb[asuint(r0.z)].xy), float2(0.5f, 0.5f), float2(0.5f, 0.5f));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.TEXCOORD0 = o1.xy;
            stream0.Append(output);
        }
        r0.y = r0.y + 1;
    }
    return;
}
