// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    uint LAYER0 : LAYER0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    uint SV_RENDERTARGETARRAYINDEX0 : SV_RENDERTARGETARRAYINDEX0;
    float3 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise int4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_POSITION0);
    vin[1][0].xyzw = asuint(input[1].SV_POSITION0);
    vin[2][0].xyzw = asuint(input[2].SV_POSITION0);
    vin[0][1].x = input[0].LAYER0;
    vin[1][1].x = input[1].LAYER0;
    vin[2][1].x = input[2].LAYER0;
    vin[0][2].xyz = asuint(input[0].TEXCOORD0);
    vin[1][2].xyz = asuint(input[1].TEXCOORD0);
    vin[2][2].xyz = asuint(input[2].TEXCOORD0);
    r0.x = 0;
    [loop] while (true) {
        if (r0.x >= 3) { break; }
        o0.xyzw = vin[asuint(r0.x)][0].xyzw;
        o1.x = vin[asuint(r0.x)][1].x;
        o2.xyz = vin[asuint(r0.x)][2].xyz;
        {
            Output output;
            output.SV_POSITION0 = asfloat(o0.xyzw);
            output.SV_RENDERTARGETARRAYINDEX0 = o1.x;
            output.TEXCOORD0 = asfloat(o2.xyz);
            stream0.Append(output);
        }
        r0.x = r0.x + 1;
    }
    return;
}
