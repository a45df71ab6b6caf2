// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c40 : register(c40);
float4 c42 : register(c42);
float4 c45 : register(c45);
float4 c46 : register(c46);
float4 c47 : register(c47);
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
    [branch] if (r0.x < r1.w) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c47.xyzw;
    }
    [branch] if (r0.x < r1.w) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.x < r1.w) {
        r0.xyzw = r0.xyzw + c42.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.y <= r1.y) {
        r0.xyzw = r0.xyzw + c47.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.x < r1.x) {
        r0.xyzw = r0.xyzw + c47.xyzw;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.y <= r1.w) {
        r0.xyzw = r0.xyzw + c47.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c40.xyzw;
    }
    [branch] if (r0.z < r1.y) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.x >= r1.x) {
        r0.xyzw = r0.xyzw + c46.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    [branch] if (r0.w >= r1.y) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (r0.x < r1.z) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c40.xyzw;
    }
    [branch] if (r0.x <= r1.w) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.z > r1.w) {
        r0.xyzw = r0.xyzw + c45.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (r0.z > r1.z) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.w >= r1.y) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (r0.z > r1.z) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (r0.z != r1.y) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw + c42.xyzw;
    }
    [branch] if (r0.w >= r1.z) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
