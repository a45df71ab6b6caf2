// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64 [unused]
//   float4 g_camRight;                 // Offset:   64 Size:    16 [unused]
//   float4 g_camUp;                    // Offset:   80 Size:    16 [unused]
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
struct Input {
    float4 SV_Position0 : SV_Position0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(4)]
void main(lineadj Input input[4], inout TriangleStream<Output> stream0) {
    uint4 vin[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    uint4 r3 = 0;
    uint4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[2][0].xyzw = asuint(input[2].SV_Position0);
    vin[3][0].xyzw = asuint(input[3].SV_Position0);
    r0.xy = asuint(asfloat(vin[0][0].xy) / asfloat(vin[0][0].ww));
    r0.zw = asuint(asfloat(vin[1][0].xy) / asfloat(vin[1][0].ww));
    r0.xy = asuint((-asfloat(r0.xy)) + asfloat(r0.zw));
    r1.x = asuint(dot(asfloat(r0.xy), asfloat(r0.xy)));
    r1.x = asuint(rsqrt(asfloat(r1.x)));
    r1.yz = asuint(asfloat(vin[2][0].xy) / asfloat(vin[2][0].ww));
    r2.xy = asuint((-asfloat(r0.zw)) + asfloat(r1.yz));
    r1.w = asuint(dot(asfloat(r2.xy), asfloat(r2.xy)));
    r1.w = asuint(rsqrt(asfloat(r1.w)));
    r3.xy = asuint(asfloat(r1.ww) * asfloat(r2.xy));
    r0.xy = asuint(mad(asfloat(r0.xy), asfloat(r1.xx), asfloat(r3.xy)));
    r1.x = asuint(dot(asfloat(r0.xy), asfloat(r0.xy)));
    r1.x = asuint(rsqrt(asfloat(r1.x)));
    r4.xy = asuint(asfloat(r0.xy) * asfloat(r1.xx));
    r4.zw = asuint((-asfloat(r4.yy)));
    r2.zw = asuint((-asfloat(r2.yy)));
    r0.x = asuint(dot(asfloat(r2.xz), asfloat(r2.xw)));
    r1.xw = asuint(asfloat(r2.yx) * float2(-1.0f, 1.0f));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    r0.xy = asuint(asfloat(r0.xx) * asfloat(r1.xw));
    r0.x = asuint(dot(asfloat(r4.zx), asfloat(r0.xy)));
    r0.x = asuint(max(asfloat(r0.x), 0.25f));
    r0.x = asuint(g_params.z / asfloat(r0.x));
    r1.xw = asuint(mad(asfloat(r4.wx), asfloat(r0.xx), asfloat(r0.zw)));
    r0.xy = asuint(mad((-asfloat(r4.wx)), asfloat(r0.xx), asfloat(r0.zw)));
    r0.xy = asuint(asfloat(r0.xy) * asfloat(vin[1][0].ww));
    r0.zw = asuint(asfloat(r1.xw) * asfloat(vin[1][0].ww));
    o0.xy = r0.zw;
    o0.zw = vin[1][0].zw;
    o1.xy = uint2(0x00000000u, 0x00000000u);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        stream0.Append(output);
    }
    o0.xy = r0.xy;
    o0.zw = vin[1][0].zw;
    o1.xy = uint2(0x00000000u, 0x3f800000u);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        stream0.Append(output);
    }
    r0.xy = asuint(asfloat(vin[3][0].xy) / asfloat(vin[3][0].ww));
    r0.xy = asuint((-asfloat(r1.yz)) + asfloat(r0.xy));
    r0.zw = asuint((-asfloat(r0.yy)));
    r0.z = asuint(dot(asfloat(r0.xz), asfloat(r0.xw)));
    r0.z = asuint(rsqrt(asfloat(r0.z)));
    r1.xw = asuint(asfloat(r0.yx) * float2(-1.0f, 1.0f));
    r0.zw = asuint(asfloat(r0.zz) * asfloat(r1.xw));
    r1.x = asuint(dot(asfloat(r0.xy), asfloat(r0.xy)));
    r1.x = asuint(rsqrt(asfloat(r1.x)));
    r0.xy = asuint(mad(asfloat(r0.xy), asfloat(r1.xx), asfloat(r3.xy)));
    r1.x = asuint(dot(asfloat(r0.xy), asfloat(r0.xy)));
    r1.x = asuint(rsqrt(asfloat(r1.x)));
    r2.xy = asuint(asfloat(r0.xy) * asfloat(r1.xx));
    r2.zw = asuint((-asfloat(r2.yy)));
    r0.x = asuint(dot(asfloat(r2.zx), asfloat(r0.zw)));
    r0.x = asuint(max(asfloat(r0.x), 0.25f));
    r0.x = asuint(g_params.z / asfloat(r0.x));
    r0.yz = asuint(mad(asfloat(r2.wx), asfloat(r0.xx), asfloat(r1.yz)));
    r0.xw = asuint(mad((-asfloat(r2.wx)), asfloat(r0.xx), asfloat(r1.yz)));
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(vin[2][0].wwww));
    o0.xy = r0.yz;
    o0.zw = vin[2][0].zw;
    o1.xy = uint2(0x3f800000u, 0x00000000u);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        stream0.Append(output);
    }
    o0.xy = r0.xw;
    o0.zw = vin[2][0].zw;
    o1.xy = uint2(0x3f800000u, 0x3f800000u);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        stream0.Append(output);
    }
    return;
}
