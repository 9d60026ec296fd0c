module protocol_controller_0004_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       send_req,
    input  wire       ack_valid,
    input  wire [2:0] ack_num,
    output wire [2:0] tx_seq,
    output wire [2:0] window_base,
    output wire [2:0] in_flight,
    output wire       window_full,
    output wire       tx_fire
);
    reg [2:0] next_seq;
    reg [2:0] base;
    reg [2:0] next_seq_next;
    reg [2:0] base_next;

    always @* begin
        if (send_req && next_seq - base != 3'd5)
            next_seq_next = next_seq + 3'd1;
        else
            next_seq_next = next_seq;
    end

    always @* begin
        if (ack_valid && ack_num - base <= next_seq - base)
            base_next = ack_num;
        else
            base_next = base;
    end

    always @(posedge clk) begin
        if (rst) begin
            next_seq <= 3'd0;
            base <= 3'd0;
        end else begin
            next_seq <= next_seq_next;
            base <= base_next;
        end
    end

    assign tx_seq = next_seq;
    assign window_base = base;
    assign in_flight = next_seq - base;
    assign window_full = next_seq - base == 3'd4;
    assign tx_fire = send_req && next_seq - base != 3'd4;
endmodule
