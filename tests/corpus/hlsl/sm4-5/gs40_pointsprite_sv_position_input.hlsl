// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float PSIZE0 : PSIZE0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
[maxvertexcount(4)]
void main(point Input input[1], inout TriangleStream<Output> stream0) {
    uint4 vin[1][3] = { (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[0][1].x = asuint(input[0].PSIZE0);
    vin[0][2].xyzw = asuint(input[0].COLOR0);
    r0.xyw = float3(-1.0f, 1.7777f, -1.7777f) * asfloat(vin[0][1].xxx);
    r0.z = 0.0f;
    r1.xyzw = r0.xyzz + asfloat(vin[0][0].xyzw);
    r0.xyzw = r0.xwzz + asfloat(vin[0][0].xyzw);
    o0.xyzw = r1.xyzw;
    o1.xy = float2(0.0f, 0.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    r1.xyw = float3(1.0f, 1.7777f, -1.7777f) * asfloat(vin[0][1].xxx);
    r1.z = 0.0f;
    r2.xyzw = r1.xyzz + asfloat(vin[0][0].xyzw);
    r1.xyzw = r1.xwzz + asfloat(vin[0][0].xyzw);
    o0.xyzw = r2.xyzw;
    o1.xy = float2(1.0f, 0.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    o0.xyzw = r0.xyzw;
    o1.xy = float2(0.0f, 1.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    o0.xyzw = r1.xyzw;
    o1.xy = float2(1.0f, 1.0f);
    o2.xyzw = vin[0][2].xyzw;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = asfloat(o2.xyzw);
        stream0.Append(output);
    }
    return;
}
