module hidden_0033_function_update (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire flush,
    output wire ack,
    output wire idle
);
    reg [2:0] inflight;

    function [2:0] next_inflight;
        input [2:0] inflight_a;
        input req_a;
        input flush_a;
        reg [1:0] fire;
        begin
            fire = {req_a || inflight_a != 3'd0, flush_a};
            casez (fire)
                2'b?1: next_inflight = 3'd0;
                2'b10: next_inflight = {inflight_a[2:1], req_a};
                default: next_inflight = inflight_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            inflight <= 3'd0;
        end else begin
            inflight <= next_inflight(inflight, req, flush);
        end
    end

    assign ack = inflight[2];
    assign idle = inflight == 3'd0;
endmodule
