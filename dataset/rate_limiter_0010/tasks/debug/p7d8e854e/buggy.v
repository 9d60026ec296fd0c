module rate_limiter_0010_nested_if (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       violation,
    input  wire       timer_expired,
    output wire       admit,
    output wire [1:0] standing
);
    localparam ST_PROBATION = 2'd0;
    localparam ST_BLOCKED = 2'd1;
    localparam ST_WARNED = 2'd2;
    localparam ST_GOOD = 2'd3;
    reg [1:0] current;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            current <= ST_GOOD;
        end else if (current == ST_GOOD) begin
            if (violation)
                current <= ST_WARNED;
        end else if (current == ST_WARNED) begin
            if (violation)
                current <= ST_BLOCKED;
            else if (timer_expired)
                current <= ST_GOOD;
        end else if (current == ST_BLOCKED) begin
            if (timer_expired)
                current <= ST_PROBATION;
        end else if (current == ST_PROBATION) begin
            if (violation)
                current <= ST_BLOCKED;
            else if (timer_expired)
                current <= ST_GOOD;
        end
    end

    assign admit = (current == ST_GOOD) ? 1'b1 : (current == ST_WARNED) ? 1'b1 : (current == ST_PROBATION) ? 1'b1 : 1'b0;
    assign standing = (current == ST_WARNED) ? 2'd1 : (current == ST_BLOCKED) ? 2'd2 : (current == ST_PROBATION) ? 2'd3 : 2'd0;
endmodule
