// Decompiled by dxsm from gs_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
    uint PACKED0 : PACKED0;
    uint HALFS0 : HALFS0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 o2 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[0][1].x = input[0].PACKED0;
    vin[0][1].y = input[0].HALFS0;
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r1.x = asuint((float)asint((((4 & 31u) == 0u) ? 0u : ((((4 & 31u) + (24 & 31u)) < 32u) ? asuint(asint(asuint(asint(vin[0][1].x)) << (32u - (4 & 31u) - (24 & 31u))) >> (32u - (4 & 31u))) : asuint(asint(vin[0][1].x) >> (24 & 31u))))));
    r1.yz = vin[0][1].xy >> (uint2(0x0000001eu, 0x00000010u) & 31u);
    r2.y = f16tof32(r1.z);
    r3.w = (float)r1.y;
    r2.x = f16tof32(vin[0][1].y);
    r0.xy = asuint(mad(asfloat(r1.xx), float2(0.01f, 0.01f), (-r2.xy)));
    o0.xyzw = asuint((asfloat(r0.xyzw) + asfloat(vin[0][0].xyzw)));
    r3.x = (float)asuint((1023 & asint(vin[0][1].x)));
    r3.yz = (float2)(((uint2(0x0000000au, 0x0000000au) & 31u) == 0u) ? 0u : ((((uint2(0x0000000au, 0x0000000au) & 31u) + (uint2(0x0000000au, 0x00000014u) & 31u)) < 32u) ? ((vin[0][1].xx << (32u - (uint2(0x0000000au, 0x0000000au) & 31u) - (uint2(0x0000000au, 0x00000014u) & 31u))) >> (32u - (uint2(0x0000000au, 0x0000000au) & 31u))) : (vin[0][1].xx >> (uint2(0x0000000au, 0x00000014u) & 31u))));
    r0.xyzw = asuint(r3.xyzw * float4(0.0009775171f, 0.0009775171f, 0.0009775171f, 0.33333334f));
    o1.xyzw = r0.xyzw;
    o2.xy = float2(0.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    r1.y = asuint(asfloat(r1.x) * 0.01f);
    r3.xy = mad(asfloat(r1.xx), float2(0.01f, 0.01f), r2.xy);
    r4.xy = mad(r2.xy, float2(1.0f, -1.0f), asfloat(r1.yy));
    r1.xy = asuint(mad(r2.xy, float2(-1.0f, 1.0f), asfloat(r1.yy)));
    r4.zw = float2(0.0f, 0.0f);
    o0.xyzw = asuint((r4.xyzw + asfloat(vin[0][0].xyzw)));
    o1.xyzw = r0.xyzw;
    o2.xy = float2(1.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    r1.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = asuint((asfloat(r1.xyzw) + asfloat(vin[0][0].xyzw)));
    o1.xyzw = r0.xyzw;
    o2.xy = float2(0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    r3.zw = float2(0.0f, 0.0f);
    o0.xyzw = asuint((r3.xyzw + asfloat(vin[0][0].xyzw)));
    o1.xyzw = r0.xyzw;
    o2.xy = float2(1.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = o2.xy;
        stream0.Append(output);
    }
    return;
}
