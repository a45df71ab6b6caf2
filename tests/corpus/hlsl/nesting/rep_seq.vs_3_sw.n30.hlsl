// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c40 : register(c40);
float4 c43 : register(c43);
float4 c45 : register(c45);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c43.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c45.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c40.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c43.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
