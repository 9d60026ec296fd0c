module fifo_0006_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       fetch,
    input  wire       arrive,
    input  wire       pop,
    output wire [2:0] occupancy,
    output wire [1:0] in_flight,
    output wire       can_fetch
);
    reg [2:0] stored_r;
    reg [1:0] inflight_r;
    wire [2:0] stored_d = rst ? 3'd0 :
                          (arrive && inflight_r != 2'd0 && !(pop && stored_r != 3'd0)) ? stored_r + 3'd1 :
                          (pop && stored_r != 3'd0 && !(arrive && inflight_r[0] != 2'd0)) ? stored_r - 3'd1 :
                          stored_r;
    wire [1:0] inflight_d = rst ? 2'd0 :
                            (fetch && {1'b0, stored_r} + {2'b00, inflight_r} < 4'd4 && !(arrive && inflight_r != 2'd0)) ? inflight_r + 2'd1 :
                            (arrive && inflight_r != 2'd0 && !(fetch && {1'b0, stored_r} + {2'b00, inflight_r} < 4'd4)) ? inflight_r - 2'd1 :
                            inflight_r;

    always @(posedge clk) begin
        stored_r <= stored_d;
        inflight_r <= inflight_d;
    end

    assign occupancy = stored_r;
    assign in_flight = inflight_r;
    assign can_fetch = {1'b0, stored_r} + {2'b00, inflight_r} < 4'd4;
endmodule
