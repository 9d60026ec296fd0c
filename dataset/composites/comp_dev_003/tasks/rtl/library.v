module sequence_detector_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_valid,
    input  wire [1:0] key,
    input  wire       relock,
    output reg  [1:0] stage,
    output wire       unlocked
);
    reg [1:0] stage_next;

    always @* begin
        if (relock)
            stage_next = 2'd0;
        else if (key_valid && stage != 2'd3 && key == ((stage == 2'd0) ? 2'd3 : (stage == 2'd1) ? 2'd1 : 2'd2))
            stage_next = stage + 2'd1;
        else if (key_valid && stage != 2'd3)
            stage_next = (key == 2'd3) ? 2'd1 : 2'd0;
        else
            stage_next = stage;
    end

    always @(posedge clk) begin
        if (rst) begin
            stage <= 2'd0;
        end else begin
            stage <= stage_next;
        end
    end

    assign unlocked = stage == 2'd3;
endmodule

module counter_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output reg  [3:0] count,
    output wire       at_end
);
    reg [3:0] count_next;

    always @* begin
        if (clear)
            count_next = 4'd0;
        else if (en && count >= last_value)
            count_next = 4'd0;
        else if (en)
            count_next = count + 4'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_end = count >= last_value;
endmodule

module protocol_controller_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       rx_valid,
    input  wire [2:0] rx_seq,
    input  wire       resync,
    output reg  [2:0] expected_seq,
    output wire       ack,
    output wire       nak,
    output wire       duplicate
);
    reg [2:0] expected_seq_next;

    always @* begin
        if (rx_valid && resync)
            expected_seq_next = rx_seq + 3'd1;
        else if (rx_valid && rx_seq == expected_seq)
            expected_seq_next = expected_seq + 3'd1;
        else
            expected_seq_next = expected_seq;
    end

    always @(posedge clk) begin
        if (rst) begin
            expected_seq <= 3'd0;
        end else begin
            expected_seq <= expected_seq_next;
        end
    end

    assign ack = rx_valid && (resync || rx_seq == expected_seq);
    assign nak = rx_valid && !resync && rx_seq != expected_seq;
    assign duplicate = rx_valid && !resync && rx_seq == expected_seq - 3'd1;
endmodule
