module rate_limiter_0008_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire       beat,
    output wire       beat_allowed,
    input wire [1:0] burst_count
);
    localparam ST_REST = 2'd0;
    localparam ST_TWO = 2'd1;
    localparam ST_ONE = 2'd2;
    localparam ST_READY = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_READY;
        end else if (current == ST_READY) begin
            if (beat)
                current <= ST_ONE;
        end else if (current == ST_ONE) begin
            if (beat)
                current <= ST_TWO;
            else if (!beat)
                current <= ST_READY;
        end else if (current == ST_TWO) begin
            if (beat)
                current <= ST_REST;
            else if (!beat)
                current <= ST_READY;
        end else if (current == ST_REST) begin
            if (1'b1)
                current <= ST_READY;
        end
    end

    assign beat_allowed = (current == ST_READY) ? 1'b1 : (current == ST_ONE) ? 1'b1 : (current == ST_TWO) ? 1'b1 : 1'b0;
    assign burst_count = (current == ST_ONE) ? 2'd1 : (current == ST_TWO) ? 2'd2 : (current == ST_REST) ? 2'd3 : 2'd0;
endmodule
