// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 v0_x : SV_POSITION0;
    uint v1_x : LAYER0;
    float3 v2_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_POSITION0;
    uint o1_x : SV_RENDERTARGETARRAYINDEX0;
    float3 o2_x : TEXCOORD0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    vin[1][0].xyzw = asuint(input[1].v0_x);
    vin[2][0].xyzw = asuint(input[2].v0_x);
    vin[0][1].x = asuint(input[0].v1_x);
    vin[1][1].x = asuint(input[1].v1_x);
    vin[2][1].x = asuint(input[2].v1_x);
    vin[0][2].xyz = asuint(input[0].v2_x);
    vin[1][2].xyz = asuint(input[1].v2_x);
    vin[2][2].xyz = asuint(input[2].v2_x);
    r0.x = 0x00000000u;
    [loop] while (true) {
        r0.y = (asint(r0.x) >= asint(0x00000003u)) ? 0xffffffffu : 0u;
        if (r0.y != 0u) { break; }
        o0.xyzw = vin[r0.x][0].xyzw;
        o1.x = vin[r0.x][1].x;
        o2.xyz = vin[r0.x][2].xyz;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = (o1.x);
            output.o2_x = asfloat(o2.xyz);
            stream0.Append(output);
        }
        r0.x = asuint(asint(r0.x) + asint(0x00000001u));
    }
    return;
}
