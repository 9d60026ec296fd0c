module syn_rate_limiter_0008_canonical_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       refill,
    input  wire       take,
    input  wire       drain,
    output reg  [4:0] bucket,
    output wire       bucket_full,
    output wire       bucket_empty
);
    reg [4:0] bucket_next;

    always @* begin
        if (drain)
            bucket_next = 5'd0;
        else if (take && bucket >= 5'd1)
            bucket_next = bucket - 5'd1;
        else if (take)
            bucket_next = 5'd0;
        else if (refill && bucket <= 5'd3)
            bucket_next = bucket + 5'd2;
        else if (refill)
            bucket_next = 5'd4;
        else
            bucket_next = bucket;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            bucket <= 5'd0;
        end else begin
            bucket <= bucket_next;
        end
    end

    assign bucket_full = bucket == 5'd4;
    assign bucket_empty = bucket == 5'd0;
endmodule
