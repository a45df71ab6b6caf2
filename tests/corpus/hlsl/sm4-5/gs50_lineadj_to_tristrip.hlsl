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
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[2][0].xyzw = asuint(input[2].SV_Position0);
    vin[3][0].xyzw = asuint(input[3].SV_Position0);
    r0.xy = asfloat(vin[0][0].xy) / asfloat(vin[0][0].ww);
    r0.zw = asfloat(vin[1][0].xy) / asfloat(vin[1][0].ww);
    r0.xy = (-r0.xy) + r0.zw;
    r1.yz = asfloat(vin[2][0].xy) / asfloat(vin[2][0].ww);
    r2.xy = (-r0.zw) + r1.yz;
    r3.xy = (rsqrt(dot(r2.xy, r2.xy))).xx * r2.xy;
    r0.xy = mad(r0.xy, (rsqrt(dot(r0.xy, r0.xy))).xx, r3.xy);
    r4.xy = r0.xy * (rsqrt(dot(r0.xy, r0.xy))).xx;
    r4.zw = (-r4.yy);
    r2.zw = (-r2.yy);
    r0.x = g_params.z / max(dot(r4.zx, ((rsqrt(dot(r2.xz, r2.xw))).xx * (r2.yx * float2(-1.0f, 1.0f)))), 0.25f);
    r1.xw = mad(r4.wx, r0.xx, r0.zw);
    r0.xy = mad((-r4.wx), r0.xx, r0.zw) * asfloat(vin[1][0].ww);
    o0.xy = asuint((r1.xw * asfloat(vin[1][0].ww)));
    o0.zw = vin[1][0].zw;
    o1.xy = float2(0.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xy = asuint(r0.xy);
    o0.zw = vin[1][0].zw;
    o1.xy = float2(0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    r0.xy = (-r1.yz) + (asfloat(vin[3][0].xy) / asfloat(vin[3][0].ww));
    r0.zw = (-r0.yy);
    r0.zw = (rsqrt(dot(r0.xz, r0.xw))).xx * (r0.yx * float2(-1.0f, 1.0f));
    r0.xy = mad(r0.xy, (rsqrt(dot(r0.xy, r0.xy))).xx, r3.xy);
    r2.xy = r0.xy * (rsqrt(dot(r0.xy, r0.xy))).xx;
    r2.zw = (-r2.yy);
    r0.x = g_params.z / max(dot(r2.zx, r0.zw), 0.25f);
    r0.yz = mad(r2.wx, r0.xx, r1.yz);
    r0.xw = mad((-r2.wx), r0.xx, r1.yz);
    r0.xyzw = r0.xyzw * asfloat(vin[2][0].wwww);
    o0.xy = asuint(r0.yz);
    o0.zw = vin[2][0].zw;
    o1.xy = float2(1.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xy = asuint(r0.xw);
    o0.zw = vin[2][0].zw;
    o1.xy = float2(1.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    return;
}
