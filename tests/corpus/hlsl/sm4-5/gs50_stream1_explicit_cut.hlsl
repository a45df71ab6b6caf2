// Decompiled by dxsm from gs_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(8)]
void main(line Input input[2], inout TriangleStream<Output> stream0) {
    uint4 vin[2][1] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    o0.xyzw = vin[0][0].xyzw;
    o1.xy = float2(0.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xyzw = asuint((float4(0.0f, 0.05f, 0.0f, 0.0f) + asfloat(vin[0][0].xyzw)));
    o1.xy = float2(0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    o1.xy = float2(1.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xyzw = asuint((float4(0.0f, 0.05f, 0.0f, 0.0f) + asfloat(vin[1][0].xyzw)));
    o1.xy = float2(1.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    stream0.RestartStrip();
    o0.xyzw = asuint((float4(0.0f, 0.1f, 0.0f, 0.0f) + asfloat(vin[0][0].xyzw)));
    o1.xy = float2(0.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xyzw = asuint((float4(0.0f, 0.15f, 0.0f, 0.0f) + asfloat(vin[0][0].xyzw)));
    o1.xy = float2(0.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xyzw = asuint((float4(0.0f, 0.1f, 0.0f, 0.0f) + asfloat(vin[1][0].xyzw)));
    o1.xy = float2(1.0f, 0.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    o0.xyzw = asuint((float4(0.0f, 0.15f, 0.0f, 0.0f) + asfloat(vin[1][0].xyzw)));
    o1.xy = float2(1.0f, 1.0f);
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        stream0.Append(output);
    }
    stream0.RestartStrip();
    return;
}
