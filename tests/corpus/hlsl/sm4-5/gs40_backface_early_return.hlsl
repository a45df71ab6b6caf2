// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[2][0].xyzw = asuint(input[2].SV_Position0);
    vin[0][1].xy = asuint(input[0].TEXCOORD0);
    vin[1][1].xy = asuint(input[1].TEXCOORD0);
    vin[2][1].xy = asuint(input[2].TEXCOORD0);
    r0.xy = asuint(asfloat(vin[0][0].yx) / asfloat(vin[0][0].ww));
    r0.zw = asuint(asfloat(vin[1][0].xy) / asfloat(vin[1][0].ww));
    r0.zw = asuint((-asfloat(r0.yx)) + asfloat(r0.zw));
    r0.xy = asuint((-asfloat(r0.xy)) + (asfloat(vin[2][0].yx) / asfloat(vin[2][0].ww)));
    r0.y = asuint(asfloat(r0.y) * asfloat(r0.w));
    if (1e-6f >= mad(asfloat(r0.z), asfloat(r0.x), (-asfloat(r0.y)))) {
        return;
    }
    o0.xyzw = vin[0][0].xyzw;
    o1.xy = vin[0][1].xy;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        stream0.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    o1.xy = vin[1][1].xy;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        stream0.Append(output);
    }
    o0.xyzw = vin[2][0].xyzw;
    o1.xy = vin[2][1].xy;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        stream0.Append(output);
    }
    return;
}
