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
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float DIST0 : DIST0;
};
[maxvertexcount(4)]
void main(line Input input[2], inout TriangleStream<Output> stream0) {
    uint4 vin[2][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[0][1].xyzw = asuint(input[0].COLOR0);
    vin[1][1].xyzw = asuint(input[1].COLOR0);
    r0.xy = asfloat(vin[0][0].xy) / asfloat(vin[0][0].ww);
    r0.zw = asfloat(vin[1][0].xy) / asfloat(vin[1][0].ww);
    r1.xy = (-r0.xy) + r0.zw;
    r1.z = rsqrt(dot(r1.xy, r1.xy));
    r1.xy = r1.zz * r1.xy;
    r1.z = (-r1.y);
    r1.yw = mad(r1.zx, g_params.zz, r0.xy);
    r0.xy = mad((-r1.zx), g_params.zz, r0.xy) * asfloat(vin[0][0].ww);
    o0.xy = asuint((r1.yw * asfloat(vin[0][0].ww)));
    o0.zw = vin[0][0].zw;
    o1.xyzw = vin[0][1].xyzw;
    o2.x = -1.0f;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.DIST0 = o2.x;
        stream0.Append(output);
    }
    o0.xy = asuint(r0.xy);
    o0.zw = vin[0][0].zw;
    o1.xyzw = vin[0][1].xyzw;
    o2.x = 1.0f;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.DIST0 = o2.x;
        stream0.Append(output);
    }
    r0.xy = mad(r1.zx, g_params.zz, r0.zw);
    r0.zw = mad((-r1.zx), g_params.zz, r0.zw);
    r0.xyzw = r0.xyzw * asfloat(vin[1][0].wwww);
    o0.xy = asuint(r0.xy);
    o0.zw = vin[1][0].zw;
    o1.xyzw = vin[1][1].xyzw;
    o2.x = -1.0f;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.DIST0 = o2.x;
        stream0.Append(output);
    }
    o0.xy = asuint(r0.zw);
    o0.zw = vin[1][0].zw;
    o1.xyzw = vin[1][1].xyzw;
    o2.x = 1.0f;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.DIST0 = o2.x;
        stream0.Append(output);
    }
    return;
}
