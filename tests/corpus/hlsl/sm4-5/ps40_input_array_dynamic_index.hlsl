// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 LAYER0 : LAYER0;
    float4 LAYER1 : LAYER1;
    float4 LAYER2 : LAYER2;
    float4 LAYER3 : LAYER3;
    nointerpolation uint COUNT0 : COUNT0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    precise float4 r2 = 0;
    v[0].xyzw = asuint(input.SV_Position0);
    v[1].xyzw = asuint(input.LAYER0);
    v[2].xyzw = asuint(input.LAYER1);
    v[3].xyzw = asuint(input.LAYER2);
    v[4].xyzw = asuint(input.LAYER3);
    v[5].x = input.COUNT0;
    r0.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    r1.x = 0;
    [loop] while (true) {
        if (asuint(r1.x) >= v[5].x) { break; }
        r0.xyzw = mad(asfloat(v[asuint(r1.x) + 1].wwww), ((-r0.xyzw) + asfloat(v[asuint(r1.x) + 1].xyzw)), r0.xyzw);
        r1.x = r1.x + 1;
    }
    o0.xyzw = r0.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
