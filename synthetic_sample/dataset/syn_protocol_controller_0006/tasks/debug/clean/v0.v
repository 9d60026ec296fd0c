module syn_protocol_controller_0006_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       cmd_valid,
    input  wire       complete,
    input  wire       abort,
    output reg  [4:0] inflight,
    output wire       stall,
    output wire       quiet
);
    reg [4:0] inflight_next;

    always @* begin
        if (abort)
            inflight_next = 5'd0;
        else if (cmd_valid && inflight <= 5'd6)
            inflight_next = inflight + 5'd2;
        else if (cmd_valid)
            inflight_next = 5'd8;
        else if (complete && inflight >= 5'd2)
            inflight_next = inflight - 5'd2;
        else if (complete)
            inflight_next = 5'd0;
        else
            inflight_next = inflight;
    end

    always @(posedge clk) begin
        if (reset) begin
            inflight <= 5'd2;
        end else begin
            inflight <= inflight_next;
        end
    end

    assign stall = inflight == 5'd8;
    assign quiet = inflight == 5'd0;
endmodule
