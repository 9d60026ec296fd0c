module hidden_0033_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire flush,
    output wire ack,
    output wire idle
);
    reg [2:0] inflight;
    reg [2:0] inflight_next;

    always @* begin
        if (flush)
            inflight_next = 3'd0;
        else if (req || inflight != 3'd0)
            inflight_next = {inflight[1], req, 1'b0};
        else
            inflight_next = inflight;
    end

    always @(posedge clk) begin
        if (rst) begin
            inflight <= 3'd0;
        end else begin
            inflight <= inflight_next;
        end
    end

    assign ack = inflight[2];
    assign idle = inflight == 3'd0;
endmodule
